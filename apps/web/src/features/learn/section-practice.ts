/**
 * The catalogue problems that practise each section's exercises, by section id. Each opens
 * its own solve page. Sections without exercises (overview, takeaway) have none.
 */
export type PracticeLink = { slug: string; title: string };

const p = (slug: string, title: string): PracticeLink => ({ slug, title });

const twoSum = p('two-sum', 'Two Sum');
const validParentheses = p('valid-parentheses', 'Valid Parentheses');
const removeDuplicates = p('remove-duplicates-from-sorted-array', 'Remove Duplicates from Sorted Array');
const majorityElement = p('majority-element', 'Majority Element');
const longestSubstring = p('longest-substring-without-repeating-characters', 'Longest Substring Without Repeating Characters');
const printOneToN = p('print-1-to-n', 'Print 1 to N');
const evenOrOdd = p('even-or-odd', 'Even or Odd');
const reverseString = p('reverse-a-string', 'Reverse a String');
const maximumOfTwo = p('maximum-of-two-numbers', 'Maximum of Two Numbers');
const sumOfArray = p('sum-of-array-elements', 'Sum of Array Elements');

export const sectionPractice: Record<number, Record<string, readonly PracticeLink[]>> = {
  1: {
    'understanding-problems': [validParentheses, removeDuplicates],
    'dry-running': [majorityElement, validParentheses],
    'brute-force': [majorityElement],
    'pattern-recognition': [longestSubstring, validParentheses],
    'breaking-down': [majorityElement],
    'constraints-edge-cases': [validParentheses],
    'test-driven-thinking': [twoSum, removeDuplicates],
  },
  2: {
    'two-pointers': [p('container-with-most-water', 'Container With Most Water'), p('three-sum', 'Three Sum')],
    'sliding-window': [p('minimum-size-subarray-sum', 'Minimum Size Subarray Sum'), longestSubstring],
    'prefix-sum': [p('range-sum-query', 'Range Sum Query'), p('subarray-sum-equals-k', 'Subarray Sum Equals K')],
    hashing: [p('group-anagrams', 'Group Anagrams'), twoSum],
    'binary-search': [p('binary-search', 'Binary Search'), p('search-in-rotated-sorted-array', 'Search in Rotated Sorted Array')],
    'recursion-backtracking': [p('permutations', 'Permutations'), p('n-queens', 'N-Queens'), p('word-search', 'Word Search')],
    'dynamic-programming': [
      p('climbing-stairs', 'Climbing Stairs'),
      p('house-robber', 'House Robber'),
      p('coin-change', 'Coin Change'),
    ],
  },
  3: {
    'first-program': [printOneToN],
    variables: [maximumOfTwo],
    'user-input': [maximumOfTwo, sumOfArray],
    conditionals: [maximumOfTwo, evenOrOdd],
    loops: [printOneToN],
    functions: [evenOrOdd, maximumOfTwo],
    arrays: [sumOfArray],
    strings: [reverseString],
    operators: [evenOrOdd, p('palindrome-number', 'Palindrome Number')],
    practice: [printOneToN, evenOrOdd, reverseString, maximumOfTwo, sumOfArray],
  },
};

export function practiceFor(courseId: number, sectionId: string): readonly PracticeLink[] {
  return sectionPractice[courseId]?.[sectionId] ?? [];
}
