import { http } from '@fvc/shared/api';

/**
 * Customer documents need the bearer token, so a plain link cannot fetch them: the file comes
 * through the API client and is handed to the browser as a download with the server's file name.
 */
export async function downloadFile(url: string): Promise<string> {
  const response = await http.get<Blob>(url, { responseType: 'blob' });
  const disposition = String(response.headers['content-disposition'] ?? '');
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'documento';
  const link = document.createElement('a');
  link.href = URL.createObjectURL(response.data);
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
  return name;
}
