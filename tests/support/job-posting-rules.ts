// Google's JobPosting rules as a check over a job page's JSON-LD: the problems found, [] when it
// passes. Required: title, description, datePosted, hiringOrganization, and a jobLocation with an
// address — or, for a remote job, jobLocationType TELECOMMUTE with applicantLocationRequirements.
// Recommended ones are checked when present: validThrough after datePosted, employmentType from
// Google's list, identifier, directApply.

const EMPLOYMENT_TYPES = new Set(['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'TEMPORARY', 'INTERN', 'VOLUNTEER', 'PER_DIEM', 'OTHER']);

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
const isAbsoluteUrl = (value: unknown) => isText(value) && /^https?:\/\/[^/\s]+/.test(value);
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2})?(Z|[+-]\d{2}:\d{2}))?$/;

function checkLocation(posting: Json, problems: string[]) {
  const remote = posting.jobLocationType === 'TELECOMMUTE';
  if (posting.jobLocationType !== undefined && !remote) problems.push('jobLocationType must be TELECOMMUTE');
  if (remote) {
    const requirements = [posting.applicantLocationRequirements].flat();
    if (!requirements.length || !requirements.every((place) => isObject(place) && isText(place['@type']) && isText(place.name)))
      problems.push('a remote job needs applicantLocationRequirements with @type and name');
  }
  if (posting.jobLocation === undefined) {
    if (!remote) problems.push('jobLocation is required (or jobLocationType TELECOMMUTE)');
    return;
  }
  for (const place of [posting.jobLocation].flat()) {
    const address = isObject(place) ? place.address : undefined;
    if (!isObject(place) || place['@type'] !== 'Place') problems.push('jobLocation must be a Place');
    else if (!isObject(address) || address['@type'] !== 'PostalAddress') problems.push('jobLocation.address must be a PostalAddress');
    else if (!isText(address.addressCountry)) problems.push('jobLocation.address.addressCountry is required');
    else if (!isText(address.addressLocality) && !isText(address.addressRegion)) problems.push('jobLocation.address needs addressLocality');
  }
}

function checkRecommended(posting: Json, problems: string[]) {
  if (posting.validThrough !== undefined) {
    if (!isText(posting.validThrough) || !ISO_DATE.test(posting.validThrough)) problems.push('validThrough must be an ISO 8601 date');
    else if (isText(posting.datePosted) && Date.parse(posting.validThrough) <= Date.parse(posting.datePosted))
      problems.push('validThrough must be after datePosted');
  }
  if (posting.employmentType !== undefined) {
    const types = [posting.employmentType].flat();
    if (!types.length || !types.every((type) => typeof type === 'string' && EMPLOYMENT_TYPES.has(type)))
      problems.push(`employmentType must be one of ${[...EMPLOYMENT_TYPES].join(', ')}`);
  }
  if (posting.identifier !== undefined) {
    const id = posting.identifier;
    if (!isObject(id) || id['@type'] !== 'PropertyValue' || !isText(id.name) || !isText(id.value))
      problems.push('identifier must be a PropertyValue with name and value');
  }
  if (posting.directApply !== undefined && typeof posting.directApply !== 'boolean') problems.push('directApply must be a boolean');
}

function checkPosting(posting: Json, problems: string[]) {
  if (!isText(posting.title)) problems.push('title is required');
  if (!isText(posting.description)) problems.push('description is required');
  if (!isText(posting.datePosted) || !ISO_DATE.test(posting.datePosted)) problems.push('datePosted must be an ISO 8601 date');
  const organization = posting.hiringOrganization;
  if (!isObject(organization) || organization['@type'] !== 'Organization' || !isText(organization.name)) {
    problems.push('hiringOrganization must be an Organization with a name');
  } else {
    if (organization.logo !== undefined && !isAbsoluteUrl(organization.logo))
      problems.push('hiringOrganization.logo must be an absolute URL');
    if (organization.sameAs !== undefined && !isAbsoluteUrl(organization.sameAs))
      problems.push('hiringOrganization.sameAs must be an absolute URL');
  }
  checkLocation(posting, problems);
  checkRecommended(posting, problems);
}

/** The problems of one page's JSON-LD (its parsed script). */
export function jobPostingProblems(jsonLd: unknown): string[] {
  const problems: string[] = [];
  if (!isObject(jsonLd) || jsonLd['@context'] !== 'https://schema.org' || !Array.isArray(jsonLd['@graph']))
    return ['the script must hold {"@context":"https://schema.org","@graph":[...]}'];
  const graph = jsonLd['@graph'];
  const postings = graph.filter((node) => isObject(node) && node['@type'] === 'JobPosting');
  if (postings.length !== 1) return [`the graph must hold exactly one JobPosting, not ${postings.length}`];
  checkPosting(postings[0] as Json, problems);
  for (const node of graph) if (!isObject(node) || !isText(node['@type'])) problems.push('every graph entry needs an @type');
  return problems;
}
