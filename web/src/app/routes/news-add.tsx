import { AddNews } from '../../features/news/components/news-editors.tsx';

export default function Route() {
  return <AddNews />;
}
