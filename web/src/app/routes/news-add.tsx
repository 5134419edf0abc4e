import { AddBlog } from '../../features/news/components/blog-editors.tsx';

export default function Route() {
  return <AddBlog />;
}
