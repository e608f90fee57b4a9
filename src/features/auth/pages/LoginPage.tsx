import { SignInFlow } from '../components/SignInFlow';

export function LoginPage() {
  return <SignInFlow />;
}
