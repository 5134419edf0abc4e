/** The sign-up form's guidance (docs/product.md, Sign-up): a chunk of its own, so that no other page carries it. */
export const signup = {
  /** Above the fields: which are required, before anything is typed. */
  introStudent: 'Özgeçmiş dışındaki tüm alanlar zorunludur.',
  introCompany: 'Tüm alanlar zorunludur.',
  /** Each field's rule, under it before typing (aria-describedby). */
  hints: {
    personName: 'En fazla 15 karakter.',
    text: 'En fazla 200 karakter.',
    idNumber: '11 haneli T.C. kimlik numaranız, kimlik kartınızdaki gibi.',
    dateOfBirth: 'Bu dönemin katılımcıları {{from}} ile {{to}} arasında (iki gün dahil) doğmuş olmalı.',
    email: 'Giriş için kullanacağınız adres; doğrulama bağlantısı buraya gönderilir.',
    password:
      '8–64 karakter. Yaygın şifreler, platformun adı ve e-posta adresinizin @ işaretinden önceki kısmı kabul edilmez.',
    resume:
      'PDF, DOC veya DOCX, en fazla 5 MB. Şimdi ya da daha sonra profilinizden, ilk başvurunuzdan önce yükleyebilirsiniz.',
  },
};
