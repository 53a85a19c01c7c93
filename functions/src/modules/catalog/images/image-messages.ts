/** What an upload answers, apart from the reader (./image-upload.ts) so naming them does not load busboy. */
import { IMAGE_UPLOAD_FIELD, IMAGE_UPLOAD_MAX_BYTES } from "@cocoa/contracts";

const MAX_MB = Math.round(IMAGE_UPLOAD_MAX_BYTES / (1024 * 1024));

export const IMAGE_UPLOAD_MESSAGES = {
  uploaded: "Image uploaded",
  noFile: `Choose an image file to upload (form field ${IMAGE_UPLOAD_FIELD}).`,
  empty: "The chosen file is empty.",
  notAnImage: "Only JPEG, PNG, WebP or GIF images can be uploaded.",
  tooLarge: `The image is larger than ${MAX_MB} MB. Choose a smaller one.`,
  unreadable: "The upload could not be read. Please try again.",
} as const;
