import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { SignInFlow } from '../components/SignInFlow';

// Only an embedded console's first page carries a code: the exchange loads with it alone.
const AutoLoginExchange = lazy(() =>
  import('../components/AutoLoginExchange').then((m) => ({ default: m.AutoLoginExchange })),
);

export function LoginPage() {
  const { search } = useLocation();
  const [refusal, setRefusal] = useState<string | null>(null);
  if (refusal === null && new URLSearchParams(search).has('code')) {
    return (
      <Suspense>
        <AutoLoginExchange onFailed={setRefusal} />
      </Suspense>
    );
  }
  return <SignInFlow note={refusal && <span role="alert">{refusal} Sign in to continue.</span>} />;
}
