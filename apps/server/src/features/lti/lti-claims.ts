/** The claim names, message types, roles and scopes of LTI 1.3 and its Advantage services (IMS). */
export const CLAIM = {
  messageType: 'https://purl.imsglobal.org/spec/lti/claim/message_type',
  version: 'https://purl.imsglobal.org/spec/lti/claim/version',
  deploymentId: 'https://purl.imsglobal.org/spec/lti/claim/deployment_id',
  targetLinkUri: 'https://purl.imsglobal.org/spec/lti/claim/target_link_uri',
  resourceLink: 'https://purl.imsglobal.org/spec/lti/claim/resource_link',
  roles: 'https://purl.imsglobal.org/spec/lti/claim/roles',
  context: 'https://purl.imsglobal.org/spec/lti/claim/context',
  custom: 'https://purl.imsglobal.org/spec/lti/claim/custom',
  ags: 'https://purl.imsglobal.org/spec/lti-ags/claim/endpoint',
  nrps: 'https://purl.imsglobal.org/spec/lti-nrps/claim/namesroleservice',
  deepLinkingSettings: 'https://purl.imsglobal.org/spec/lti-dl/claim/deep_linking_settings',
  contentItems: 'https://purl.imsglobal.org/spec/lti-dl/claim/content_items',
  deepLinkingData: 'https://purl.imsglobal.org/spec/lti-dl/claim/data',
} as const;

export const LTI_VERSION = '1.3.0';

export const MESSAGE_TYPES = { resourceLink: 'LtiResourceLinkRequest', deepLinking: 'LtiDeepLinkingRequest', deepLinkingResponse: 'LtiDeepLinkingResponse' } as const;

export const SCOPES = {
  lineItem: 'https://purl.imsglobal.org/spec/lti-ags/scope/lineitem',
  lineItemReadOnly: 'https://purl.imsglobal.org/spec/lti-ags/scope/lineitem.readonly',
  resultReadOnly: 'https://purl.imsglobal.org/spec/lti-ags/scope/result.readonly',
  score: 'https://purl.imsglobal.org/spec/lti-ags/scope/score',
  memberships: 'https://purl.imsglobal.org/spec/lti-nrps/scope/contextmembership.readonly',
} as const;

/** Custom parameters CodePath puts on the links it creates by deep linking. */
export const CUSTOM = { assignment: 'codepath_assignment', problem: 'codepath_problem' } as const;

const MEMBERSHIP = 'http://purl.imsglobal.org/vocab/lis/v2/membership#';

export type LaunchRole = 'teacher' | 'assistant' | 'learner';

/** Context roles that teach when named in full (`…/membership#Administrator` is the course's administrator). */
const TEACHING = new Set([`${MEMBERSHIP}Instructor`, `${MEMBERSHIP}Administrator`, `${MEMBERSHIP}ContentDeveloper`]);

/**
 * The class role of an LTI context role list: Instructor (and the course's administrators
 * and content developers, named by their full context role) teach, teaching assistants
 * assist, everyone else learns. Of the deprecated simple names the spec still allows, only
 * "Instructor" teaches: a bare "Administrator" may be the institution's, not the course's.
 */
export function classRoleOf(roles: readonly string[]): LaunchRole {
  const names = roles.map((role) => (role.startsWith(MEMBERSHIP) ? role.slice(MEMBERSHIP.length) : role));
  if (names.some((name) => name === 'Instructor#TeachingAssistant' || name.endsWith('TeachingAssistant'))) return 'assistant';
  if (roles.some((role) => TEACHING.has(role)) || names.includes('Instructor')) return 'teacher';
  return 'learner';
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** A claim's text when it is a non-empty string of at most `max` characters that the database can store; else null. */
export function claimText(value: unknown, max = 2000): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > max) return null;
  return value.includes('\u0000') || LONE_SURROGATE.test(value) ? null : value;
}
