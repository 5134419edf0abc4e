import { useParams } from 'react-router';
import { EditNews } from '../../features/news/components/news-editors.tsx';

export default function Route() {
  const { id = '' } = useParams();
  return <EditNews id={id} />;
}
