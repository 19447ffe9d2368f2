import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { findChannelOfApplication } from '../api';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const APPLICATION_ID = /^[1-9]\d{0,15}$/;

export type ChannelTarget =
  { kind: 'none' } | { kind: 'channel'; id: string } | { kind: 'resolving' } | { kind: 'unknown' } | { kind: 'failed'; retry: () => void };

/**
 * What /referralChat/{channelIdentifier} names: a channel's public id (UUID), or an application id
 * (the applicants table's 'View Chat'), which is looked up and replaced in the address by its channel's id.
 */
export function useChannelIdentifier(identifier: string | undefined): ChannelTarget {
  const navigate = useNavigate();
  const applicationId = identifier && APPLICATION_ID.test(identifier) ? Number(identifier) : null;
  // What the lookup of `for` found; another id (or a retry) is 'resolving' until its answer.
  const [lookup, setLookup] = useState<{ for: number; state: 'unknown' | 'failed' } | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (applicationId === null) return;
    let active = true;
    findChannelOfApplication(applicationId).then(
      (channel) => {
        if (!active) return;
        if (channel) navigate(`/referralChat/${channel.id}`, { replace: true });
        else setLookup({ for: applicationId, state: 'unknown' });
      },
      () => {
        if (active) setLookup({ for: applicationId, state: 'failed' });
      },
    );
    return () => {
      active = false;
    };
  }, [applicationId, attempt, navigate]);

  if (!identifier) return { kind: 'none' };
  if (UUID.test(identifier)) return { kind: 'channel', id: identifier.toLowerCase() };
  if (applicationId === null) return { kind: 'unknown' };
  const state = lookup?.for === applicationId ? lookup.state : 'resolving';
  if (state === 'failed')
    return {
      kind: 'failed',
      retry: () => {
        setLookup(null);
        setAttempt((n) => n + 1);
      },
    };
  return { kind: state };
}
