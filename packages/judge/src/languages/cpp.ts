import { signalDescription, signalOf } from '../runtime-error.ts';
import { precompiledHeader } from '../warm/cpp-pch.ts';
import { BASE_ENV, compiledSources, fixedEntryPoint, type LanguageModule } from './language.ts';

const COMPILER = '/usr/bin/g++';
/**
 * The standard library's exceptions, named on any test. A program can print
 * g++'s "terminate called" line itself, so another name (which could carry a
 * hidden input) is not shown; the signal still is.
 */
const STANDARD_EXCEPTIONS = new Set(
  [
    'bad_alloc', 'bad_any_cast', 'bad_array_new_length', 'bad_cast', 'bad_function_call', 'bad_optional_access',
    'bad_typeid', 'bad_variant_access', 'bad_weak_ptr', 'domain_error', 'exception', 'filesystem::filesystem_error',
    'future_error', 'invalid_argument', 'ios_base::failure', 'length_error', 'logic_error', 'out_of_range',
    'overflow_error', 'range_error', 'regex_error', 'runtime_error', 'system_error', 'underflow_error',
  ].map((name) => `std::${name}`),
);
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
  // An uncaught exception ends in std::terminate: the signal says abort(), the exception's class says why.
  describeRuntimeError(facts) {
    const signal = signalOf(facts);
    const thrown = /terminate called after throwing an instance of '(std::[\w:]+)'/.exec(facts.stderr)?.[1];
    if (!signal || !thrown || !STANDARD_EXCEPTIONS.has(thrown)) return null;
    const name = `${signalDescription(signal)}; uncaught exception ${thrown}`;
    return { name, hiddenName: name, details: '' };
  },
  // -std=c++17 is complete from GCC 7.
  toolchain: { name: 'G++', versionCommand: () => [COMPILER, '-dumpfullversion'], versionPattern: /^(\d+)(?:\.(\d+))?/m, minimum: [7] },
  starter: `#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    // Read the input with cin as the statement describes and print the answer with cout.
    return 0;
}
`,
  selfTest: {
    source:
      // bits/stdc++.h: with a warm toolchain this compiles with the precompiled header, inside the sandbox.
      '#include <bits/stdc++.h>\nint main(){std::vector<long long> v;long long x;while(std::cin>>x)v.push_back(x);std::cout<<std::accumulate(v.begin(),v.end(),0LL)<<"\\n";}\n',
    stdin: '4 5 6\n',
    expectedStdout: '15\n',
  },
};
