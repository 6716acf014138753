// The shapes of the API docs panel's content: a tab per endpoint, with its parameters, SDK examples
// and example responses.

export interface ApiDocParam {
  name: string;
  type: string;
  required?: boolean;
  description: string;
}
export interface ApiDocExample {
  label: string;
  language: 'javascript' | 'dart' | 'json';
  code: string;
}
/** `body` is pretty JSON text. */
export interface ApiDocResponse {
  status: number;
  body: string;
}
export interface ApiDocTab {
  id: string;
  label: string;
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'SSE';
  path: string;
  description: string;
  /** The rule guarding the endpoint: null = only admins, '' = everyone. */
  rule?: { label: string; value: string | null };
  pathParams: ApiDocParam[];
  queryParams: ApiDocParam[];
  bodyParams: ApiDocParam[];
  examples: ApiDocExample[];
  responses: ApiDocResponse[];
}

export type Json = { [key: string]: unknown };
