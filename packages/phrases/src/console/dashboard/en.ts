export default {
  dashboard: {
    title: 'Dashboard',
    total_users: 'Total users',
    new_today: 'New users today',
    new_7_days: 'New users, last 7 days',
    dau: 'Daily active users',
    wau: 'Weekly active users',
    mau: 'Monthly active users',
    active_chart: 'Active users, last 30 days',
    sign_ins: 'Sign-ins',
    active_users: 'Active users',
    change_vs: {
      day: '{{change}} vs. yesterday',
      week: '{{change}} vs. the 7 days before',
      month: '{{change}} vs. the 30 days before',
    },
    same_as: {
      day: 'Same as yesterday',
      week: 'Same as the 7 days before',
      month: 'Same as the 30 days before',
    },
    empty_chart: 'No activity yet',
  },
};
