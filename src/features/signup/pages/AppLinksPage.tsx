import { useEffect, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { useSearchParams } from 'react-router-dom';
import { ALL_COMPANIES } from '../../../../contract/unionLinks';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { selectCompanyInView } from '../../../state/session';
import { EmptyState } from '../../../components/ui/EmptyState';
import { LoadError } from '../../../components/ui/LoadError';
import { PageLoading } from '../../../components/ui/PageLoading';
import { PublicFrame } from '../components/PublicFrame';
import { LinkList } from '../components/LinkList';
import { selectAppLinks, selectSignupFlow, signupCleared } from '../signupSlice';
import { fetchAppLinks } from '../signupThunks';

/**
 * /app-links-preview?company={companyID}: the app's links as the app shows them, for a browser
 * without the app. Signed in, the organisation in view is the default.
 */
export function AppLinksPage() {
  const dispatch = useAppDispatch();
  const [params, setParams] = useSearchParams();
  const inView = useAppSelector(selectCompanyInView);
  const company = params.get('company') ?? (inView !== ALL_COMPANIES ? inView : '');
  const links = useAppSelector(selectAppLinks);
  const flow = useAppSelector((state) => selectSignupFlow(state, 'appLinks'));
  const [reloads, setReloads] = useState(0);
  const [typed, setTyped] = useState('');

  useEffect(() => {
    if (!company) return;
    const request = dispatch(fetchAppLinks(company));
    return () => request.abort();
  }, [dispatch, company, reloads]);

  useEffect(() => () => void dispatch(signupCleared()), [dispatch]);

  useEffect(() => {
    document.title = links ? `${links.company.name} · App links` : 'App links';
  }, [links]);

  const choose = (event: FormEvent) => {
    event.preventDefault();
    if (typed.trim()) setParams({ company: typed.trim() });
  };

  let body;
  if (!company) {
    body = (
      <Form onSubmit={choose} aria-label="Choose an organization">
        <h1 className="h4">App links</h1>
        <p className="text-body-secondary">
          Enter your organization&rsquo;s ID, as in its sign-in address, to see the links its app
          shows.
        </p>
        <Form.Group className="mb-3" controlId="app-links-company">
          <Form.Label>Organization ID</Form.Label>
          <Form.Control
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            autoCapitalize="none"
            placeholder="for example, acme"
          />
        </Form.Group>
        <Button type="submit" className="w-100">
          Show links
        </Button>
      </Form>
    );
  } else if (flow.status === 'failed') {
    body =
      flow.code === 'not_found' ? (
        <EmptyState icon="bi-building-x" title="No organization here">
          {`There is no organization "${company}". Check the address you were given.`}
        </EmptyState>
      ) : (
        <LoadError message={flow.error} onRetry={() => setReloads((count) => count + 1)} />
      );
  } else if (!links || links.company.companyID !== company) {
    body = <PageLoading label="Loading the app's links…" />;
  } else if (
    links.featured.length + links.links.length === 0 &&
    links.banners.every((banner) => banner.links.length === 0)
  ) {
    body = (
      <EmptyState icon="bi-link-45deg" title="No links yet">
        {`${links.company.name} has not added links to its app yet.`}
      </EmptyState>
    );
  } else {
    body = (
      <>
        <h1 className="h4 mb-3">App links</h1>
        <LinkList title="Featured" links={links.featured} />
        {links.banners
          .filter((banner) => banner.links.length > 0)
          .map((banner) => (
            <LinkList
              key={banner._id}
              title={banner.name}
              image={banner.image}
              links={banner.links}
            />
          ))}
        <LinkList title="More links" links={links.links} />
      </>
    );
  }

  return (
    <PublicFrame company={links?.company ?? null} subtitle="The app's links">
      <Card className="signup-card shadow-sm">
        <Card.Body className="p-4">{body}</Card.Body>
      </Card>
    </PublicFrame>
  );
}
