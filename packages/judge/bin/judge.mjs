#!/usr/bin/env node
// The `judge` command. The package is TypeScript consumed as source, so load it through tsx.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/cli.ts');
process.exitCode = await main(process.argv.slice(2));
