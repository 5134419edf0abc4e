import { useParams } from 'react-router';
import { BlogDetail } from '../../features/news/components/blog-detail.tsx';

export default function Route() {
  const { id = '' } = useParams();
  return <BlogDetail id={id} />;
}
