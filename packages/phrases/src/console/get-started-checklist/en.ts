export default {
  get_started_checklist: {
    title: 'Get started checklist',
    description: 'Ticks itself as you set up this tenant.',
    hide: 'Hide checklist',
    create_application: 'Create an application',
    customize_sign_in: 'Customize the sign-in experience',
    add_connector: 'Add a connector',
    create_user: 'Create a user',
    invite_teammate: 'Invite a teammate',
    done: 'Done',
    to_do: 'To do',
  },
};
