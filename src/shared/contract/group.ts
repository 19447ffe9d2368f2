import * as v from 'valibot';
import { id, requiredText, userEntries, zeroOrOne } from './fields';
import { hasRichTextContent, RICH_TEXT_MAX_LENGTH, RICH_TEXT_TOO_LONG } from '../rules/rich-text';

export const GROUP_NAME_REQUIRED = 'Group Name is required';
export const GROUP_ACTIVE_STATUS_REQUIRED = 'Active Status is required';
export const GROUP_REFERRAL_CHAT_REQUIRED = 'Enable Referral Chat is required';
/** The spec's wording (and spelling) for missing members or description. */
export const GROUP_FILL_REQUIRED = 'please fill the required filed';
export const GROUP_UNKNOWN_MEMBER = 'Unknown member.';

const memberId = id(GROUP_UNKNOWN_MEMBER);

export const GroupInputSchema = v.object({
  groupName: requiredText('group name', 150, GROUP_NAME_REQUIRED),
  activeStatus: v.optional(zeroOrOne(GROUP_ACTIVE_STATUS_REQUIRED), ''),
  enableReferralChat: v.optional(zeroOrOne(GROUP_REFERRAL_CHAT_REQUIRED), ''),
  // One member sent as a plain form field arrives as a string, not a list.
  members: v.pipe(
    v.optional(v.union([v.array(memberId), memberId], GROUP_FILL_REQUIRED), []),
    v.transform((value) => [...new Set(Array.isArray(value) ? value : [value])]),
    v.minLength(1, GROUP_FILL_REQUIRED),
    v.maxLength(500, 'A group can have at most 500 members.'),
  ),
  groupDescription: v.pipe(
    v.optional(v.string(GROUP_FILL_REQUIRED), ''),
    // Length first, and the scan skips what is already too long (the web form does not stop at
    // the first failed check), so no rule ever reads an unbounded description.
    v.maxLength(RICH_TEXT_MAX_LENGTH, RICH_TEXT_TOO_LONG),
    v.check((html) => html.length > RICH_TEXT_MAX_LENGTH || hasRichTextContent(html), GROUP_FILL_REQUIRED),
  ),
});

export type GroupInput = v.InferInput<typeof GroupInputSchema>;
export type GroupFields = v.InferOutput<typeof GroupInputSchema>;

/** What a group's list row and its full record both show. */
const groupEntries = { id: v.number(), groupName: v.string(), activeStatus: v.number(), enableReferralChat: v.number() };

export const GroupRowSchema = v.object({ ...groupEntries, membersCount: v.number() });
export type GroupRow = v.InferOutput<typeof GroupRowSchema>;

export const GroupMemberSchema = v.object(userEntries);
export type GroupMember = v.InferOutput<typeof GroupMemberSchema>;

export const GroupSchema = v.object({ ...groupEntries, groupDescription: v.string(), members: v.array(GroupMemberSchema) });
export type Group = v.InferOutput<typeof GroupSchema>;
