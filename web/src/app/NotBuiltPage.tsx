import { useHashLocation } from '../ui/useHashLocation';
import { EmptyState, Page } from '../ui/Page';
import { matchRoute } from './routes';

/** An honest placeholder for screens that come in later work: no fake data. */
export default function NotBuiltPage() {
  const { path } = useHashLocation();
  const route = matchRoute(path)?.route;
  const title = route?.title ?? 'Page';
  return (
    <Page breadcrumb={route?.isSettings ? ['Settings', title] : [title]}>
      <EmptyState>
        <p>This screen is not built yet.</p>
      </EmptyState>
    </Page>
  );
}
