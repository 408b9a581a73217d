import { signalDescription, signalOf } from '../runtime-error.ts';
import { precompiledHeader } from '../warm/cpp-pch.ts';
import { BASE_ENV, compiledSources, fixedEntryPoint, type LanguageModule } from './language.ts';

const COMPILER = '/usr/bin/g++';
/** The flags of every compilation, and of the precompiled header, which g++ uses only when they match. */
const FLAGS = ['-O2', '-std=c++17'];

export const cpp: LanguageModule = {
  id: 'cpp',
  entryPoint: fixedEntryPoint('main.cpp'),
  // Warm: the folder with bits/stdc++.h.gch goes ahead of the system's headers (cpp-pch.ts).
  compileCommand: (entry, warm) => ({ argv: [COMPILER, ...FLAGS, ...(warm ? ['-I', warm.sandboxDir] : []), '-o', 'main', ...compiledSources(entry)], env: BASE_ENV }),
  runCommand: () => ({ argv: ['./main'], env: BASE_ENV }),
  extraReadOnlyPaths: [],
  warmUp: precompiledHeader(COMPILER, FLAGS),
  canBoundByAddressSpace: true,
  isOutOfMemoryMessage: (stderr) => stderr.includes('std::bad_alloc'),
  // An uncaught exception ends in std::terminate: the signal says abort(), the exception's class says why.
  describeRuntimeError(facts) {
    const signal = signalOf(facts);
    const thrown = /terminate called after throwing an instance of '(std::[\w:]+)'/.exec(facts.stderr)?.[1];
    return signal && thrown ? { name: `${signalDescription(signal)}; uncaught exception ${thrown}`, details: '' } : null;
  },
  // -std=c++17 is complete from GCC 7.
  toolchain: { name: 'G++', versionCommand: () => [COMPILER, '-dumpfullversion'], versionPattern: /^(\d+)(?:\.(\d+))?/m, minimum: [7] },
  selfTest: {
    source:
      // bits/stdc++.h: with a warm toolchain this compiles with the precompiled header, inside the sandbox.
      '#include <bits/stdc++.h>\nint main(){std::vector<long long> v;long long x;while(std::cin>>x)v.push_back(x);std::cout<<std::accumulate(v.begin(),v.end(),0LL)<<"\\n";}\n',
    stdin: '4 5 6\n',
    expectedStdout: '15\n',
  },
};
