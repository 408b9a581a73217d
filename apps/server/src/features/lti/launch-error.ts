/** A launch refused for a reason the person launching (or their LMS administrator) can act on. */
export class LaunchError extends Error {
  constructor(
    readonly statusCode: 400 | 401 | 403 | 404 | 409,
    readonly title: string,
    message: string,
  ) {
    super(message);
    this.name = 'LaunchError';
  }
}

export const launchErrors = {
  missingField: (field: string) => new LaunchError(400, 'Incomplete launch', `The LMS did not send ${field}.`),
  unknownPlatform: () =>
    new LaunchError(404, 'Unknown LMS', 'This LMS (issuer and client id) is not registered in CodePath. Ask a CodePath administrator to add it.'),
  ambiguousPlatform: () =>
    new LaunchError(400, 'Unknown LMS', 'Several registrations share this issuer and the LMS sent no client id; it must send client_id.'),
  stateMismatch: () =>
    new LaunchError(401, 'Launch not recognised', 'This launch did not start in this browser (its state does not match). Start it again from the LMS.'),
  stateExpired: () => new LaunchError(401, 'Launch expired', 'This launch has expired or was already used. Start it again from the LMS.'),
  badToken: (reason: string) => new LaunchError(401, 'Launch refused', `The LMS's ID token was refused: ${reason}.`),
  unknownDeployment: () =>
    new LaunchError(403, 'Unknown deployment', 'This deployment of CodePath in the LMS is not registered. Ask a CodePath administrator to add its deployment id.'),
  unsupportedMessage: (type: string) => new LaunchError(400, 'Unsupported launch', `CodePath does not handle ${type || 'this kind of'} launches.`),
  notInClass: () => new LaunchError(404, 'Link not found', 'This link points to an assignment that is not in the class linked to this LMS.'),
  teachersOnly: () => new LaunchError(403, 'Teachers only', 'Only an instructor of the course can choose what to link.'),
  noCourse: () => new LaunchError(400, 'Not in a course', 'CodePath opens only from inside a course of the LMS, and this launch named no course.'),
  courseNotLinked: () =>
    new LaunchError(403, 'Course not linked', 'This course is not linked to a CodePath class; ask your CodePath administrator.'),
  courseNotClaimed: () =>
    new LaunchError(409, 'Course not linked yet', 'This course is not linked to its CodePath class yet: its instructor must open CodePath from the course first.'),
  noLinkedClass: () =>
    new LaunchError(409, 'No class linked', 'This LMS has no CodePath class linked yet. Ask a CodePath administrator to link one to its registration.'),
} as const;
