import { format, isToday, isYesterday } from 'date-fns';
import { formatDateDMY } from '../../../lib/formats';

/** A day separator: Today, Yesterday, else the date as other screens show it (DD/MM/YYYY). */
export function dayLabel(iso: string): string {
  const date = new Date(iso);
  if (isToday(date)) return 'Today';
  if (isYesterday(date)) return 'Yesterday';
  return formatDateDMY(date);
}

/** A message's time of day (9:05 AM). */
export function timeLabel(iso: string): string {
  return format(new Date(iso), 'h:mm a');
}

/** The channel list's last-activity stamp: the time today, else the date. */
export function activityLabel(iso: string | null): string {
  if (!iso) return '';
  return isToday(new Date(iso)) ? timeLabel(iso) : formatDateDMY(iso);
}
