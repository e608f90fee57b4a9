import { mixed, object, string } from 'yup';

// The bounds of contract/uploads.ts: a title of 1 to 200 characters on one line.
const title = string()
  .trim()
  .required('Enter a title.')
  .max(200, 'Use at most 200 characters.')
  .matches(/^[^\r\n\t]*$/, 'Keep the title on one line.');
const description = string().max(2000, 'Use at most 2000 characters.');

export const detailsSchema = object({ title, description });

export const uploadSchema = object({
  title,
  description,
  file: mixed<File>().required('Choose a file to upload.'),
});
