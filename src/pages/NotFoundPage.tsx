import { ErrorPage } from './ErrorPage';

export default function NotFoundPage() {
  return (
    <ErrorPage
      title="Page not found"
      text="The page you asked for does not exist, or it belongs to another company."
    />
  );
}
