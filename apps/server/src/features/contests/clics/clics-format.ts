import type { Language, Verdict } from '@codepath/contract/enums';
import { LANGUAGE_IDS, LANGUAGE_RECORD } from '@codepath/contract/languages';

/** CLICS RELTIME: (-)h:mm:ss.uuu. */
export function relTime(ms: number): string {
  const sign = ms < 0 ? '-' : '';
  const total = Math.abs(Math.round(ms));
  const hours = Math.floor(total / 3_600_000);
  const minutes = Math.floor((total % 3_600_000) / 60_000);
  const seconds = Math.floor((total % 60_000) / 1000);
  const millis = total % 1000;
  return `${sign}${hours}:${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}.${String(millis).padStart(3, '0')}`;
}

/** CLICS TIME: ISO 8601 with milliseconds and a zone. */
export const absTime = (date: Date): string => date.toISOString();

/** Our verdicts as CLICS judgement types (Internal Error is the judge's error: never charged). */
export const JUDGEMENT_TYPE_OF: Record<Verdict, string> = {
  Accepted: 'AC',
  'Wrong Answer': 'WA',
  'Time Limit Exceeded': 'TLE',
  'Memory Limit Exceeded': 'MLE',
  'Runtime Error': 'RTE',
  'Compilation Error': 'CE',
  'Output Limit Exceeded': 'OLE',
  'Internal Error': 'JE',
};

export const JUDGEMENT_TYPES = [
  { id: 'AC', name: 'Accepted', penalty: false, solved: true },
  { id: 'WA', name: 'Wrong Answer', penalty: true, solved: false },
  { id: 'TLE', name: 'Time Limit Exceeded', penalty: true, solved: false },
  { id: 'MLE', name: 'Memory Limit Exceeded', penalty: true, solved: false },
  { id: 'RTE', name: 'Runtime Error', penalty: true, solved: false },
  { id: 'CE', name: 'Compilation Error', penalty: false, solved: false },
  { id: 'OLE', name: 'Output Limit Exceeded', penalty: true, solved: false },
  { id: 'JE', name: 'Judging Error', penalty: false, solved: false },
] as const;

/** The CLICS language objects, from the one record of languages (ids as CLICS names them where it does). */
export const CLICS_LANGUAGES = Object.fromEntries(
  LANGUAGE_IDS.map((id) => [
    id,
    { id, name: id === 'python' ? 'Python 3' : LANGUAGE_RECORD[id].label, entry_point_required: false, extensions: LANGUAGE_RECORD[id].extensions.map((extension) => extension.slice(1)) },
  ]),
) as Record<Language, { id: string; name: string; entry_point_required: boolean; extensions: string[] }>;

/** An id of at most 36 characters for a clarification's reply (the question keeps the row's uuid). */
export const replyId = (clarificationId: string) => `${clarificationId.replace(/-/g, '')}-r`;
/** A run's id: its judgement's (the submission's) id shortened, and the test's number. */
export const runId = (submissionId: string, index: number) => `${submissionId.replace(/-/g, '').slice(0, 28)}-${index}`;
