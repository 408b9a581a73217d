import { BASE_ENV, compiledSources, fixedEntryPoint, type LanguageModule } from './language.ts';

export const c: LanguageModule = {
  id: 'c',
  entryPoint: fixedEntryPoint('main.c'),
  compileCommand: (entry) => ({ argv: ['/usr/bin/gcc', '-O2', '-std=c17', '-o', 'main', ...compiledSources(entry), '-lm'], env: BASE_ENV }),
  runCommand: () => ({ argv: ['./main'], env: BASE_ENV }),
  extraReadOnlyPaths: [],
  canBoundByAddressSpace: true,
  // -std=c17 arrived in GCC 8.
  toolchain: { name: 'GCC', versionCommand: () => ['/usr/bin/gcc', '-dumpfullversion'], versionPattern: /^(\d+)(?:\.(\d+))?/m, minimum: [8] },
  starter: `#include <stdio.h>

int main(void) {
    /* Read the input with scanf as the statement describes and print the answer with printf. */
    return 0;
}
`,
  selfTest: {
    source: '#include <stdio.h>\n#include <math.h>\nint main(void){int a,b;if(scanf("%d %d",&a,&b)!=2)return 1;printf("%d %.0f\\n",a+b,sqrt(16.0));return 0;}\n',
    stdin: '2 3\n',
    expectedStdout: '5 4\n',
  },
};
