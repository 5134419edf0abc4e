import { useParams } from 'react-router';
import { EditBlog } from '../../features/news/components/blog-editors.tsx';

export default function Route() {
  const { id = '' } = useParams();
  return <EditBlog id={id} />;
}
