/**
 * The judge's own process ended while it held a call (judge-host/): the work was not
 * judged, wrongly or at all. A submission is handed back to the queue and tried again
 * (up to its attempts); a run answers that the judge is restarting.
 */
export class JudgeStoppedError extends Error {
  override name = 'JudgeStoppedError';
}
