/**
 * A judge process as a server would be after inheriting descriptors from its
 * parent: hostile.test.ts spawns it with a host file and a pipe open at
 * descriptors beyond stdio, hands it one program on stdin and reads the
 * ProgramResult from stdout.
 */
import fs from 'node:fs';
import { createJudge, type RunProgramRequest } from '../src/judge.ts';

const { workRoot, program } = JSON.parse(fs.readFileSync(0, 'utf8')) as { workRoot: string; program: RunProgramRequest };
const judge = createJudge({ workRoot });
process.stdout.write(JSON.stringify(await judge.runProgram(program)));
await judge.close();
