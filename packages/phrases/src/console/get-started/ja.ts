import type { Translated } from '../../plurals';
import type en from './en';

export default {
  get_started: {
    title: 'はじめに',
    welcome: 'Gatehouse へようこそ',
    subtitle:
      'ユーザーのサインインに関わるすべてを 1 か所で管理できます。最初のアプリを接続するために必要な情報は次のとおりです。',
    endpoints_title: 'Gatehouse のエンドポイント',
    endpoints_description:
      'アプリは発行者（Issuer）を通じてユーザーをサインインさせ、バックエンドは管理 API を呼び出します。',
    issuer: '発行者（OpenID Connect）',
    discovery: 'OpenID 構成',
    management_api: '管理 API のリソースインジケーター',
    tenant_id: 'テナント ID',
    explore_title: '詳しく見る',
    api_reference_title: '管理 API リファレンス',
    api_reference_description:
      'すべての管理エンドポイントの OpenAPI ドキュメントです。ツールやスクリプトでご利用ください。',
    docs_title: 'ドキュメントを読む',
    docs_description: 'アプリの接続、API の保護、Gatehouse の運用に関するガイドです。',
  },
} satisfies Translated<typeof en, 'ja'>;
