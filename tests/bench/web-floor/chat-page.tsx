// The floor of the referral chat: the first page of chats as a list of links.
import { Link, useLoaderData } from 'react-router';
import useSWR from 'swr';
import { fetchJson } from './floor-api';

interface Chat {
  id: string;
  channelName: string;
  lastMessage: string | null;
}

export function ChatPage() {
  const url = (useLoaderData() as string[])[0];
  const { data } = useSWR<{ data: Chat[] }>(url, fetchJson);
  return (
    <nav aria-label="Referral chats">
      <ul aria-label="Chats">
        {data?.data.map((chat) => (
          <li key={chat.id} data-ready="">
            <Link to={`/referralChat/${chat.id}`}>{chat.channelName}</Link> {chat.lastMessage}
          </li>
        ))}
      </ul>
    </nav>
  );
}
