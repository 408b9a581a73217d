import type { Difficulty, Language } from '@codepath/contract/enums';

/** Icon names the Learning Center knows how to draw (see components/course-icons.tsx). */
export type CourseIconName =
  | 'lightbulb'
  | 'zap'
  | 'code'
  | 'terminal'
  | 'variable'
  | 'keyboard'
  | 'split'
  | 'repeat'
  | 'function'
  | 'list'
  | 'type'
  | 'calculator'
  | 'dumbbell';

export type CourseLevel = 'Beginner' | 'Intermediate' | 'Advanced';

export type Technique = 'Two Pointers' | 'Sliding Window' | 'Prefix Sum + HashMap' | 'Backtracking' | 'DP';

export type PracticeProblem = {
  title: string;
  /** The catalogue folder name, which is also the problem id in solve links. */
  slug: string;
  difficulty: Difficulty;
  technique?: Technique;
  languages?: readonly Language[];
};

export type CourseTopic = { title: string; icon?: CourseIconName };

export type CourseSection = { id: string; title: string };

export type Course = {
  id: 1 | 2 | 3;
  slug: string;
  title: string;
  description: string;
  level: CourseLevel;
  duration: string;
  icon: CourseIconName;
  /** Tailwind classes of the accent: blue (1), purple (2), emerald (3). */
  color: string;
  bgColor: string;
  featured: boolean;
  languages?: readonly string[];
  topics: readonly CourseTopic[];
  keyConcepts: readonly string[];
  practiceProblems: readonly PracticeProblem[];
  takeaway: string;
  sections: readonly CourseSection[];
};

const beginnerLanguages: readonly Language[] = ['python', 'c', 'java'];

const problemSolvingFoundations: Course = {
  id: 1,
  slug: 'problem-solving-foundations',
  title: 'Problem Solving Foundations',
  description:
    'A step-by-step method for the moment you read a problem and do not know how to start: understand it, dry-run it, solve it simply, then improve and test it.',
  level: 'Beginner',
  duration: '60-90 minutes',
  icon: 'lightbulb',
  color: 'text-blue-600 dark:text-blue-400',
  bgColor: 'bg-blue-100 dark:bg-blue-500/15',
  featured: true,
  topics: [
    { title: 'Understanding Problem Statements' },
    { title: 'Dry Running and Input Analysis' },
    { title: 'Brute Force First' },
    { title: 'Pattern Recognition' },
    { title: 'Breaking Down Complex Problems' },
    { title: 'Constraints and Edge Cases' },
    { title: 'Test-Driven Thinking' },
  ],
  keyConcepts: [
    'Restate every problem as input, output, rules and limits',
    'Dry-run examples by hand before and after coding',
    'Write a correct brute force first, then count its steps',
    'Spot Two Pointers and Sliding Window problems from their wording',
    'Let the largest input size choose the algorithm',
    'Test examples, edge cases and random inputs against the brute force',
  ],
  practiceProblems: [
    { title: 'Two Sum', slug: 'two-sum', difficulty: 'Easy' },
    { title: 'Valid Parentheses', slug: 'valid-parentheses', difficulty: 'Easy' },
    { title: 'Remove Duplicates from Sorted Array', slug: 'remove-duplicates-from-sorted-array', difficulty: 'Easy' },
    { title: 'Majority Element', slug: 'majority-element', difficulty: 'Easy' },
  ],
  takeaway:
    'Understand, dry-run, brute force, recognise the pattern, break it down, check constraints and edge cases, then test: the same seven steps work on every problem.',
  sections: [
    { id: 'overview', title: 'Course Overview' },
    { id: 'understanding-problems', title: 'Understanding Problem Statements' },
    { id: 'dry-running', title: 'Dry Running and Input Analysis' },
    { id: 'brute-force', title: 'Brute Force First' },
    { id: 'pattern-recognition', title: 'Pattern Recognition: Two Pointers and Sliding Window' },
    { id: 'breaking-down', title: 'Breaking Down Complex Problems' },
    { id: 'constraints-edge-cases', title: 'Constraints and Edge Cases' },
    { id: 'test-driven-thinking', title: 'Test-Driven Thinking' },
    { id: 'takeaway', title: 'Takeaway' },
  ],
};

const masteringTechniques: Course = {
  id: 2,
  slug: 'mastering-techniques',
  title: 'Mastering Techniques',
  description:
    'The patterns behind efficient solutions, each with its intuition, a reusable template, its complexity, a worked catalogue problem and the mistakes to avoid.',
  level: 'Intermediate',
  duration: '90-120 minutes',
  icon: 'zap',
  color: 'text-purple-600 dark:text-purple-400',
  bgColor: 'bg-purple-100 dark:bg-purple-500/15',
  featured: false,
  topics: [
    { title: 'Two Pointers' },
    { title: 'Sliding Window' },
    { title: 'Prefix Sum and HashMap' },
    { title: 'Hashing for Fast Lookups' },
    { title: 'Binary Search' },
    { title: 'Recursion and Backtracking' },
    { title: 'Dynamic Programming' },
    { title: 'Greedy Techniques' },
    { title: 'Stack-based Patterns' },
  ],
  keyConcepts: [
    'Skip provably worse pairs with two pointers',
    'Slide a window instead of recomputing every range',
    'Turn subarray sums into pairs of prefix sums',
    'Replace inner search loops with hash-map lookups',
    'Binary-search any monotonic yes/no condition',
    'Choose, explore, un-choose: backtracking with pruning',
    'Define a DP state in one sentence, then its transition',
  ],
  practiceProblems: [
    { title: 'Container With Most Water', slug: 'container-with-most-water', difficulty: 'Medium', technique: 'Two Pointers' },
    {
      title: 'Longest Substring Without Repeating Characters',
      slug: 'longest-substring-without-repeating-characters',
      difficulty: 'Medium',
      technique: 'Sliding Window',
    },
    { title: 'Subarray Sum Equals K', slug: 'subarray-sum-equals-k', difficulty: 'Medium', technique: 'Prefix Sum + HashMap' },
    { title: 'Word Search', slug: 'word-search', difficulty: 'Medium', technique: 'Backtracking' },
    { title: 'Climbing Stairs', slug: 'climbing-stairs', difficulty: 'Easy', technique: 'DP' },
  ],
  takeaway:
    'Read the constraints, name the technique, start from its template, fill in the problem-specific rule, then check that technique’s typical mistakes before you submit.',
  sections: [
    { id: 'overview', title: 'Course Overview' },
    { id: 'two-pointers', title: 'Two Pointers' },
    { id: 'sliding-window', title: 'Sliding Window' },
    { id: 'prefix-sum', title: 'Prefix Sum and HashMap' },
    { id: 'hashing', title: 'Hashing' },
    { id: 'binary-search', title: 'Binary Search' },
    { id: 'recursion-backtracking', title: 'Recursion and Backtracking' },
    { id: 'dynamic-programming', title: 'Dynamic Programming' },
    { id: 'takeaway', title: 'Takeaway' },
  ],
};

const programming101: Course = {
  id: 3,
  slug: 'programming-101',
  title: 'Programming 101',
  description:
    'Your first steps in programming, with every idea shown in Python, Java and C side by side: output, variables, input, decisions, loops, functions, arrays and strings.',
  level: 'Beginner',
  duration: '60-90 minutes',
  icon: 'code',
  color: 'text-emerald-600 dark:text-emerald-400',
  bgColor: 'bg-emerald-100 dark:bg-emerald-500/15',
  featured: false,
  languages: ['Python', 'C', 'Java'],
  topics: [
    { title: 'Your First Program', icon: 'terminal' },
    { title: 'Variables and Types', icon: 'variable' },
    { title: 'Reading User Input', icon: 'keyboard' },
    { title: 'Conditionals', icon: 'split' },
    { title: 'Loops', icon: 'repeat' },
    { title: 'Functions', icon: 'function' },
    { title: 'Arrays and Lists', icon: 'list' },
    { title: 'Strings', icon: 'type' },
    { title: 'Operators', icon: 'calculator' },
    { title: 'Practice Session', icon: 'dumbbell' },
  ],
  keyConcepts: [
    'A program runs its instructions in order, top to bottom',
    'Variables are named boxes with a type',
    'Input arrives as text and must be converted',
    'if / else chooses; for and while repeat',
    'Functions name one job and return a value',
    'Arrays and strings are indexed from 0',
    'Integer division and overflow differ between languages',
  ],
  practiceProblems: [
    { title: 'Print 1 to N', slug: 'print-1-to-n', difficulty: 'Easy', languages: beginnerLanguages },
    { title: 'Even or Odd', slug: 'even-or-odd', difficulty: 'Easy', languages: beginnerLanguages },
    { title: 'Reverse a String', slug: 'reverse-a-string', difficulty: 'Easy', languages: beginnerLanguages },
    { title: 'Maximum of Two Numbers', slug: 'maximum-of-two-numbers', difficulty: 'Easy', languages: beginnerLanguages },
    { title: 'Sum of Array Elements', slug: 'sum-of-array-elements', difficulty: 'Easy', languages: beginnerLanguages },
  ],
  takeaway:
    'The ideas are the same in every language; only the spelling changes. Read input, decide, repeat, name each job with a function, and print exactly what is asked.',
  sections: [
    { id: 'overview', title: 'Course Overview' },
    { id: 'first-program', title: 'Your First Program' },
    { id: 'variables', title: 'Variables and Types' },
    { id: 'user-input', title: 'Reading User Input' },
    { id: 'conditionals', title: 'Conditionals' },
    { id: 'loops', title: 'Loops' },
    { id: 'functions', title: 'Functions' },
    { id: 'arrays', title: 'Arrays and Lists' },
    { id: 'strings', title: 'Strings' },
    { id: 'operators', title: 'Operators' },
    { id: 'practice', title: 'Practice Session' },
    { id: 'takeaway', title: 'Takeaway' },
  ],
};

export const courses: readonly Course[] = [problemSolvingFoundations, masteringTechniques, programming101];

export function findCourse(id: number): Course | undefined {
  return courses.find((course) => course.id === id);
}

/** The flagged course, or the first one when none is flagged (spec §2.6). */
export function featuredCourse(all: readonly Course[] = courses): Course | undefined {
  return all.find((course) => course.featured) ?? all[0];
}
