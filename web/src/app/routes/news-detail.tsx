import { useParams } from 'react-router';
import { NewsDetail } from '../../features/news/components/news-detail.tsx';

export default function Route() {
  const { id = '' } = useParams();
  return <NewsDetail id={id} />;
}
