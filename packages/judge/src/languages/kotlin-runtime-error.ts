import type { RuntimeErrorDescription, RuntimeErrorFacts } from '../runtime-error.ts';
import { blankCommentsAndLiterals } from './java-entry-point.ts';
import { describeJvmException, JDK_EXCEPTIONS } from './java-runtime-error.ts';

/**
 * Kotlin's exceptions are the JVM's: `!!` on null, `require`, `check`, `first()` of an
 * empty list and integer division by zero throw the JDK's classes of Java's list, and
 * the standard library adds a few of its own. Named in full like the JDK's; any other
 * class is the learner's own (by its simple name, when its code declares it) or "An
 * exception". Comments and string literals are blanked as in Java, whose syntax for
 * them Kotlin shares (its nested block comments and string templates read a little
 * differently: at worst a class named only there is shown by its simple name).
 */
const KOTLIN_EXCEPTIONS: ReadonlySet<string> = new Set([
  ...JDK_EXCEPTIONS,
  'kotlin.KotlinNullPointerException',
  'kotlin.NoWhenBranchMatchedException',
  'kotlin.NotImplementedError',
  'kotlin.TypeCastException',
  'kotlin.UninitializedPropertyAccessException',
  'kotlin.KotlinNothingValueException',
]);

export function describeKotlinException(facts: RuntimeErrorFacts): RuntimeErrorDescription | null {
  return describeJvmException(facts, KOTLIN_EXCEPTIONS, blankCommentsAndLiterals);
}
