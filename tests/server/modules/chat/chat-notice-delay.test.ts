// A busy chat's notices (issue 12): the first message of a quiet chat is told after the short
// delay; while the chat stays busy, its notices come at most once per interval.
import { describe, expect, it } from 'vitest';
import { CHAT_NOTICE_DELAY_MS, CHAT_NOTICE_INTERVAL_MS, noticeDelayMs } from '../../../../src/server/modules/chat/notice';

describe('noticeDelayMs', () => {
  it('waits the short delay for a chat without a recent notice', () => {
    expect(noticeDelayMs(undefined, 50_000)).toBe(CHAT_NOTICE_DELAY_MS);
    expect(noticeDelayMs(50_000 - CHAT_NOTICE_INTERVAL_MS, 50_000)).toBe(CHAT_NOTICE_DELAY_MS);
  });

  it("waits out the rest of the chat's interval after its last notice, never less than the delay", () => {
    expect(noticeDelayMs(50_000, 53_000)).toBe(CHAT_NOTICE_INTERVAL_MS - 3_000);
    expect(noticeDelayMs(50_000, 50_000 + CHAT_NOTICE_INTERVAL_MS - 500)).toBe(CHAT_NOTICE_DELAY_MS);
  });
});
