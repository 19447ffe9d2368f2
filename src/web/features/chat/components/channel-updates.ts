import type { Channel, ChatMessage } from '../../../../shared/contract/chat';

/**
 * A live message moves its chat to the top with the message as its last line; it counts as unread
 * unless it is mine or that chat is open (the open chat marks it read itself).
 */
export function bumpChannel(rows: readonly Channel[], message: ChatMessage, where: { mine: boolean; open: boolean }): Channel[] {
  const row = rows.find((channel) => channel.id === message.channelId);
  if (!row) return [...rows];
  // An older message (a late or repeated push) changes nothing.
  if (row.lastMessageAt && row.lastMessageAt > message.createdAt) return [...rows];
  const unread = where.mine || where.open ? row.unread : row.unread + 1;
  const bumped: Channel = { ...row, lastMessage: message.message, lastMessageAt: message.createdAt, unread };
  return [bumped, ...rows.filter((channel) => channel !== row)];
}
