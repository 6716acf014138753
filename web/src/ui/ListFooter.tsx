import { uiText as t } from '../lib/uiMessages';
import { Button } from './Button';
import styles from './ListFooter.module.css';

interface ListFooterProps {
  shown: number;
  total: number;
  hasMore: boolean;
  isLoadingMore: boolean;
  onLoadMore: () => void;
  /** The button text, e.g. 'Load more (12)' or 'Load more (12 remaining)'. */
  loadMoreLabel: string;
}

/** Under a paged list: 'Showing X of Y' and the Load more button while pages remain. */
export function ListFooter({
  shown,
  total,
  hasMore,
  isLoadingMore,
  onLoadMore,
  loadMoreLabel,
}: ListFooterProps) {
  return (
    <div className={styles.footer}>
      <span data-list-count="">{t('list.showing', { shown, total })}</span>
      {hasMore && (
        <Button isLoading={isLoadingMore} onClick={onLoadMore}>
          {loadMoreLabel}
        </Button>
      )}
    </div>
  );
}
