import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { SubmissionListItem } from '@codepath/contract/submissions';
import { paths } from '@/config/paths';
import { loadCode, saveCode, saveLanguage } from '@/lib/code-storage';

type Submission = Pick<SubmissionListItem, 'problemId' | 'language' | 'code'>;

/**
 * Loads a past submission's code into the solve page's editor for its problem and
 * language, then opens that page. Code the learner wrote there and has not
 * submitted is not overwritten without asking.
 */
export function useOpenInEditor(submission: Submission) {
  const navigate = useNavigate();
  const [isAsking, setIsAsking] = useState(false);

  const replaceAndOpen = () => {
    saveCode(submission.problemId, submission.language, submission.code);
    saveLanguage(submission.problemId, submission.language);
    setIsAsking(false);
    void navigate(paths.app.solve(submission.problemId));
  };

  const open = () => {
    const inEditor = loadCode(submission.problemId, submission.language);
    if (inEditor !== null && inEditor !== submission.code) setIsAsking(true);
    else replaceAndOpen();
  };

  return { open, isAsking, confirm: replaceAndOpen, cancel: () => setIsAsking(false) };
}
