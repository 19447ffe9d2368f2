// The chat module's service: what other modules may use of it (the module-boundary rule lets
// them import only this file).
export { chatConnectGroups, refreshChatAudience, resetChatAccess } from './audience';
export { openReferralChannel } from './open-channel';
export { visibleChannels } from './access';
export { channelOfTopic, markChatsRead, unreadChatCount } from './read-state';
