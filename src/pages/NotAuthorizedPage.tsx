import { ErrorPage } from './ErrorPage';

export default function NotAuthorizedPage() {
  return (
    <ErrorPage
      title="Not authorized"
      text="Your role does not include the permission this page needs. An administrator of your company can grant it."
    />
  );
}
