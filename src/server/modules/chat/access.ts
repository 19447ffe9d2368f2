import { and, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { applicationRecruiters, applications, channels, groups, jobs } from '../../db/schema';
import type { ServiceContext } from '../../core/context';
import { refersToVisibleApplication } from '../application/service';

// Who takes part in a referral's chat (README "Referral chat"): the referrer, the application's
// recruiters and the job's hiring manager. Admins may read every chat of their app. A job whose
// group turned referral chat off hides its chats from everyone but admins; a trashed application
// hides its chat from everyone. Participation is read from the referral itself (never copied), so
// a reassignment is in force the moment it commits.

type Caller = Pick<ServiceContext, 'appId' | 'user'>;
/** Taking part depends on who, not on the role: a hub reset asks it of someone else than the caller. */
type Participant = { appId: number; user: { id: number } };

/**
 * The applications `userId` takes part in the chat of, as a subquery of ids. Three arms, each read
 * through its own index, rather than one OR that would scan every application of the app. The ids
 * are values, or a prepared statement's placeholders.
 */
export function participatingApplications(appId: number | Placeholder, userId: number | Placeholder): SQL {
  return sql`(
    select ${applications.id} from ${applications}
      where ${applications.appId} = ${appId} and ${applications.referrerId} = ${userId} and ${applications.deletedAt} is null
    union
    select ${applicationRecruiters.applicationId} from ${applicationRecruiters}
      where ${applicationRecruiters.appId} = ${appId} and ${applicationRecruiters.userId} = ${userId}
    union
    select ${applications.id} from ${applications}
      where ${applications.appId} = ${appId} and ${applications.jobId} in (
        select ${jobs.id} from ${jobs} where ${jobs.appId} = ${appId} and ${jobs.hiringManagerId} = ${userId}
      )
  )`;
}

/** The referral (`applicationId`, a column or expression naming an application) is live and its job's group allows chat. */
export function chatOpen(applicationId: PgColumn | SQL): SQL {
  return sql`exists (
    select 1 from ${applications}
    where ${applications.id} = ${applicationId} and ${applications.deletedAt} is null
      and not exists (
        select 1 from ${jobs} join ${groups} on ${groups.id} = ${jobs.groupId}
        where ${jobs.id} = ${applications.jobId} and ${groups.enableReferralChat} = 0
      )
  )`;
}

/** The caller takes part in the chat of this channel (on `channels`). */
export function takesPart(caller: Participant): SQL {
  return sql`${channels.applicationId} in ${participatingApplications(caller.appId, caller.user.id)}`;
}

/** Channels a participant may use: theirs, live, chat not turned off. */
export function participantChannels(caller: Participant): SQL {
  return and(eq(channels.appId, caller.appId), takesPart(caller), chatOpen(channels.applicationId))!;
}

/** The channels the caller sees: every live one of the app for an admin, their own open ones for anyone else. */
export function visibleChannels(caller: Caller): SQL {
  if (caller.user.role === 'admin')
    return and(eq(channels.appId, caller.appId), refersToVisibleApplication(caller, channels.applicationId))!;
  return participantChannels(caller);
}
