import type { BlogPost, BlogPostSummary } from '../content/blog-seed';
import { useApiQuery } from './use-api-query';

export function useBlogPosts() {
  return useApiQuery<{ posts: BlogPostSummary[] }>('/api/v1/blog/posts');
}

export function useBlogPost(id: string) {
  return useApiQuery<{ post: BlogPost }>(`/api/v1/blog/posts/${encodeURIComponent(id)}`);
}
