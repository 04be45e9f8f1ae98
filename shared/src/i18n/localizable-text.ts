/** A text given to a component or a message: a `Resource::Key` localization key or plain text. */
export type LocalizableText = string;
