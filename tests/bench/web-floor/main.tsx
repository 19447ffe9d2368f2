// The web bench's floor: the least a Fluent v9 + react-router + SWR app showing the job list can
// ship. It reads the same API with the same session as the app, so the app's figures beside it
// say what the app adds on top of its libraries.
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, RouterProvider } from 'react-router';
import useSWR from 'swr';
import {
  Button,
  FluentProvider,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Title2,
  webLightTheme,
} from '@fluentui/react-components';

interface Job {
  id: number;
  jobTitle: string;
}

const fetchJson = async <T,>(url: string): Promise<T> => {
  const response = await fetch(url, { headers: { Authorization: `Bearer ${localStorage.getItem('selfToken') ?? ''}` } });
  return (await response.json()) as T;
};

function Home() {
  return (
    <>
      <Title2 as="h1">Hi</Title2>
      <Link to="/all/job">Jobs</Link>
    </>
  );
}

function Jobs() {
  const { data } = useSWR<{ data: Job[] }>(`/api/job?type=all&app=${localStorage.getItem('appToken') ?? ''}`, fetchJson);
  return (
    <Table aria-label="Jobs">
      <TableHeader>
        <TableRow>
          <TableHeaderCell>Title</TableHeaderCell>
          <TableHeaderCell>Actions</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {data?.data.map((job) => (
          <TableRow key={job.id}>
            <TableCell>{job.jobTitle}</TableCell>
            <TableCell>
              <Button aria-label={`Actions for ${job.jobTitle}`}>…</Button>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

const router = createBrowserRouter([
  { path: '/', element: <Home /> },
  { path: '/all/job', element: <Jobs /> },
]);

createRoot(document.getElementById('root')!).render(
  <FluentProvider theme={webLightTheme}>
    <RouterProvider router={router} />
  </FluentProvider>,
);
