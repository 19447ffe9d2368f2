import { Button } from '@fluentui/react-components';
import { useLocation, useNavigate } from 'react-router-dom';
import { PageHeader } from '../../../ui/page-header';

/** An address whose id is not a number names no question or group. */
export function NotAPage() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <PageHeader
      title="Page not found"
      description={`There is no page at ${pathname}.`}
      actions={<Button onClick={() => navigate('/question-template')}>Back to Question Groups</Button>}
    />
  );
}
