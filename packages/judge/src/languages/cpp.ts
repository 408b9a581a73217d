import { BASE_ENV, compiledSources, fixedEntryPoint, type LanguageModule } from './language.ts';

export const cpp: LanguageModule = {
  id: 'cpp',
  entryPoint: fixedEntryPoint('main.cpp'),
  compileCommand: (entry) => ({ argv: ['/usr/bin/g++', '-O2', '-std=c++17', '-o', 'main', ...compiledSources(entry)], env: BASE_ENV }),
  runCommand: () => ({ argv: ['./main'], env: BASE_ENV }),
  extraReadOnlyPaths: [],
  canBoundByAddressSpace: true,
  isOutOfMemoryMessage: (stderr) => stderr.includes('std::bad_alloc'),
  // -std=c++17 is complete from GCC 7.
  toolchain: { name: 'G++', versionCommand: () => ['/usr/bin/g++', '-dumpfullversion'], versionPattern: /^(\d+)(?:\.(\d+))?/m, minimum: [7] },
  selfTest: {
    source:
      '#include <iostream>\n#include <vector>\n#include <numeric>\nint main(){std::vector<long long> v;long long x;while(std::cin>>x)v.push_back(x);std::cout<<std::accumulate(v.begin(),v.end(),0LL)<<"\\n";}\n',
    stdin: '4 5 6\n',
    expectedStdout: '15\n',
  },
};
