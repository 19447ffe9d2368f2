// The floor of a list page (jobs, applicants, a job's applicants, the referral lists, payable, my
// referrals): one page of rows from the route's list endpoint in a Fluent table.
import { useLoaderData } from 'react-router';
import useSWR from 'swr';
import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';
import { fetchJson } from './floor-api';

interface Row {
  jobTitle?: string;
  firstName?: string | null;
  name?: string | null;
  lastName?: string | null;
  created_at?: string;
  job?: { jobTitle?: string };
}

/** A job's title, or a person's name and the job they applied to. */
const rowLabel = (row: Row) => row.jobTitle ?? [row.firstName ?? row.name, row.lastName].filter(Boolean).join(' ');

export function ListPage() {
  const url = (useLoaderData() as string[])[0];
  const { data } = useSWR<{ data: Row[] }>(url, fetchJson);
  return (
    <Table aria-label="Rows">
      <TableHeader>
        <TableRow>
          <TableHeaderCell>Name</TableHeaderCell>
          <TableHeaderCell>Job</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {data?.data.map((row, index) => (
          <TableRow key={index} data-ready="">
            <TableCell>{rowLabel(row)}</TableCell>
            <TableCell>{row.job?.jobTitle ?? row.created_at ?? ''}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
