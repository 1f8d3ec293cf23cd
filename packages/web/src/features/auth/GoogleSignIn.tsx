import { Center } from '../../components/ui';
import { GoogleLogin, GoogleOAuthProvider } from '@react-oauth/google';
import { useGoogleLogin } from '../../api/auth';
import { FormError } from '../../components/form/FormError';

/** Google's own button (one-tap, rectangular, "Sign in with"); a failure is only logged (docs/product.md, Sign-in). */
export function GoogleSignIn({ clientId }: { clientId: string }) {
  const login = useGoogleLogin();
  return (
    <GoogleOAuthProvider clientId={clientId}>
      <Center>
        <GoogleLogin
          useOneTap
          shape="rectangular"
          text="signin_with"
          onSuccess={(response) => {
            if (response.credential) login.mutate(response.credential);
            else console.error('Login Failed');
          }}
          onError={() => console.error('Login Failed')}
        />
      </Center>
      {login.isError && <FormError inline size="sm" ta="center" error={login.error} />}
    </GoogleOAuthProvider>
  );
}
