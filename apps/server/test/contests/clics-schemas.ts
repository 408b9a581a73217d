import fs from 'node:fs';
import path from 'node:path';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import { repositoryRoot } from '../../src/paths.ts';

const SCHEMA_DIR = path.join(repositoryRoot, 'apps/server/src/features/contests/clics/json-schema');
const BASE = 'https://github.com/icpc/ccs-specs/raw/2023-06/json-schema/';
/** The specification's own strict mode: every object it marks may hold no property it does not name. */
const STRICT_ANCHOR = /"\$comment":\s*"ANCHOR_TO_INSERT_REQUIRE_STRICT_PROPERTIES"/g;

/** The CLICS 2023-06 schemas kept in the repository, as published, or in the specification's strict mode. */
export function clicsValidator(isStrict: boolean): (schema: string, value: unknown) => string[] {
  // multipleOf 0.001 on a run time of 43 ms: 0.043 / 0.001 is 42.99999999999999 in binary floating point,
  // so a plain division would refuse about one millisecond value in eight; the schemas mean decimals.
  const ajv = new Ajv2020({ strict: false, allErrors: true, multipleOfPrecision: 9 });
  for (const file of fs.readdirSync(SCHEMA_DIR).filter((name) => name.endsWith('.json'))) {
    const text = fs.readFileSync(path.join(SCHEMA_DIR, file), 'utf8');
    ajv.addSchema(JSON.parse(isStrict ? text.replace(STRICT_ANCHOR, '"additionalProperties": false') : text) as object);
  }
  const compiled = new Map<string, ValidateFunction>();
  return (schema, value) => {
    let validate = compiled.get(schema);
    if (!validate) {
      validate = ajv.getSchema(`${BASE}${schema}.json`);
      if (!validate) throw new Error(`no schema ${schema}`);
      compiled.set(schema, validate);
    }
    return validate(value) ? [] : (validate.errors ?? []).map((error) => `${schema}${error.instancePath} ${error.message ?? ''} ${JSON.stringify(error.params)}`);
  };
}
