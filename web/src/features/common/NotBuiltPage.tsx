import { matchRoute } from '../../app/routes';
import { useHashLocation } from '../../app/router';
import { EmptyState, Page } from '../../ui/Page';

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
