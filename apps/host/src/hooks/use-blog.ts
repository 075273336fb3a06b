import { blogListResponse, blogPostResponse } from '@owo/core';
import { useApiQuery } from './use-api-query';

export function useBlogPosts() {
  return useApiQuery('api/v1/blog/posts', blogListResponse);
}

export function useBlogPost(id: string) {
  return useApiQuery(`api/v1/blog/posts/${encodeURIComponent(id)}`, blogPostResponse);
}
