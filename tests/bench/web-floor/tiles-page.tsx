// The floor of the dashboard: the headline figures of the route's reads (the tiles and the
// referral counts), each a link as the app's tiles are.
import { Link, useLoaderData } from 'react-router';
import useSWR from 'swr';
import { Caption1, Title2 } from '@fluentui/react-components';
import { fetchJson } from './floor-api';

/** `first`: the route's first read, whose figures are the page's first data (as the app's Total Applicants tile is). */
function Tiles({ url, first }: { url: string; first: boolean }) {
  const { data } = useSWR<{ data: Record<string, unknown> }>(url, fetchJson);
  const figures = Object.entries(data?.data ?? {}).filter((entry): entry is [string, number] => typeof entry[1] === 'number');
  return (
    <>
      {figures.map(([name, value]) => (
        <Link key={name} to="/application" data-ready={first ? '' : undefined}>
          <Caption1>{name}</Caption1> <Title2 as="p">{value}</Title2>
        </Link>
      ))}
    </>
  );
}

export function TilesPage() {
  return (
    <>
      {(useLoaderData() as string[]).map((url, index) => (
        <Tiles key={url} url={url} first={index === 0} />
      ))}
    </>
  );
}
